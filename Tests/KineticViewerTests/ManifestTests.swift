import Foundation
import Testing

/// The manifest lists, for each target, exactly the package's own modules its sources import (so
/// the layer picture in README, drawn from it, is true). Not imported but used: the macro plugin
/// (`KineticMacros`, named by `#externalMacro`) and the asset bundle (`KineticAssets`, found at
/// run time).
@Suite("Package.swift: each target depends on what it imports")
struct ManifestTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let usedNotImported: Set<String> = ["KineticMacros", "KineticAssets"]

    /// Each target's name, source folder and the package's own targets it lists.
    static func targets(in manifest: String, names: Set<String>) -> [(name: String, path: String, dependencies: Set<String>)] {
        var result: [(String, String, Set<String>)] = []
        for declaration in manifest.split(separator: /\.(?:target|executableTarget|testTarget|macro|systemLibrary)\(/).dropFirst() {
            guard let name = declaration.firstMatch(of: /name: "([A-Za-z]+)"/)?.1 else { continue }
            var dependencies = Set<String>()
            if let list = declaration.firstMatch(of: /dependencies: \[([^\]]*)\]/)?.1 {
                for match in list.matches(of: /"([A-Za-z]+)"/) where names.contains(String(match.1)) { dependencies.insert(String(match.1)) }
            }
            let path = declaration.firstMatch(of: /path: "([^"]+)"/).map { String($0.1) }
            let folder = path ?? (FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/\(name)").path) ? "Sources/\(name)" : "Tests/\(name)")
            result.append((String(name), folder, dependencies))
        }
        return result
    }

    /// The package's own modules the Swift files under `folder` import.
    static func imports(under folder: String, names: Set<String>) throws -> Set<String> {
        var found = Set<String>()
        let directory = root.appendingPathComponent(folder)
        guard let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return found }
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: /(?m)^(?:@[A-Za-z_]+(?:\([A-Za-z]+\))? )*import ([A-Za-z]+)/) where names.contains(String(match.1)) {
                found.insert(String(match.1))
            }
        }
        return found
    }

    @Test("every target lists the package modules it imports, and no other")
    func dependenciesAreImports() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let names = Set(manifest.matches(of: /name: "([A-Za-z]+)"/).map { String($0.1) })
        let targets = Self.targets(in: manifest, names: names)
        #expect(targets.count >= 15)
        for target in targets {
            let imported = try Self.imports(under: target.path, names: names).subtracting([target.name])
            let listed = target.dependencies.subtracting(Self.usedNotImported.subtracting(imported))
            #expect(listed == imported, "\(target.name): listed but not imported \(listed.subtracting(imported).sorted()), imported but not listed \(imported.subtracting(listed).sorted())")
        }
    }
}
