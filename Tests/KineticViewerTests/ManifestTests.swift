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

    /// Issue 28: one test target per module (`XTests` tests `X`, `kineticTests` the command line), and
    /// none imports a layer above the module it tests: a test target, and each support target it uses
    /// (`Tests/KineticTestSupport`…), depends only on its module and what that module stands on.
    @Test("each test target imports its module and what that stands on, nothing above")
    func testTargetsImportNothingAbove() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let names = Set(manifest.matches(of: /name: "([A-Za-z]+)"/).map { String($0.1) })
        let targets = Self.targets(in: manifest, names: names)
        let dependencies = Dictionary(targets.map { ($0.name, $0.dependencies) }, uniquingKeysWith: { $0.union($1) })
        func below(_ name: String) -> Set<String> {
            var found = Set<String>(), stack = Array(dependencies[name] ?? [])
            while let next = stack.popLast() {
                if found.insert(next).inserted { stack.append(contentsOf: dependencies[next] ?? []) }
            }
            return found
        }
        let testTargets = targets.filter { $0.name.hasSuffix("Tests") && $0.path == "Tests/\($0.name)" }
        #expect(testTargets.count >= 11)
        for target in testTargets {
            let tested = String(target.name.dropLast("Tests".count))
            guard dependencies[tested] != nil else { Issue.record("\(target.name) tests no module of the package"); continue }
            let allowed = below(tested).union([tested]).union(Self.usedNotImported)
            for dependency in target.dependencies {
                let isSupport = targets.contains { $0.name == dependency && $0.path.hasPrefix("Tests/") }
                let reaches = isSupport ? below(dependency) : [dependency]
                #expect(reaches.isSubset(of: allowed), "\(target.name) reaches \(reaches.subtracting(allowed).sorted()) through \(dependency), above \(tested)")
            }
        }
    }

    /// Examples/Seeds compiles the seed samples the tests drive through symbolic links: a link left
    /// behind by a move is skipped without a word by SwiftPM, and the sample silently stops being
    /// compiled as a client would (two were so since the seed samples moved to KineticSeeds). Every
    /// link under Examples/ resolves to a Swift file or folder in the repository.
    @Test("every symbolic link under Examples/ resolves")
    func everyLinkResolves() throws {
        let examples = Self.root.appendingPathComponent("Examples")
        let files = try #require(FileManager.default.enumerator(at: examples, includingPropertiesForKeys: [.isSymbolicLinkKey]))
        var links = 0
        for case let file as URL in files where (try? file.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink) == true {
            guard !file.path.contains("/.build/") else { continue }
            links += 1
            #expect(FileManager.default.fileExists(atPath: file.resolvingSymlinksInPath().path), "\(file.path) points nowhere")
        }
        #expect(links >= 8)
    }
}
