import Foundation
import Testing

extension CommandTests {
    /// `kinetic new NAME`: a package of your own views in one command (make test builds one, records
    /// it and opens it in a window: the `outside` target of the Makefile).
    @Suite struct NewCommandTests {
        @Test func writesAPackageThatDependsOnThisKinetic() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-new-\(UUID().uuidString)/Springs")
            defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
            let result = try DemoCommandTests.run(["new", folder.path])  // a path ending in the name
            #expect(result.status == 0, "\(result.err)")
            let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
            let kinetic = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            #expect(manifest.contains(".package(name: \"Kinetic\", path: \"\(kinetic.path)\")"), "\(manifest)")
            #expect(manifest.contains("name: \"Springs\"") && manifest.contains(".product(name: \"KineticViewer\", package: \"Kinetic\")"))
            let source = try String(contentsOf: folder.appendingPathComponent("Sources/Springs/Springs.swift"), encoding: .utf8)
            #expect(source.contains("KineticViewer.run(\"Springs\")") && source.contains("PreviewScene(\"Card\")"))
            // Again into the same folder: refused, nothing overwritten.
            let again = try DemoCommandTests.run(["new", "Springs", "--out", folder.path])
            #expect(again.status == 1 && again.err == "kinetic: \(folder.path) exists already and is not an empty folder; choose another --out (nothing was written)\n")
            // A URL for --kinetic depends on a version of it.
            let byURL = folder.deletingLastPathComponent().appendingPathComponent("ByURL")
            #expect(try DemoCommandTests.run(["new", "ByURL", "--out", byURL.path, "--kinetic", "https://example.com/Kinetic.git", "--from", "2.1.0"]).status == 0)
            let urlManifest = try String(contentsOf: byURL.appendingPathComponent("Package.swift"), encoding: .utf8)
            #expect(urlManifest.contains(".package(url: \"https://example.com/Kinetic.git\", from: \"2.1.0\")"))
        }

        @Test(arguments: [("2cool", "is not a package name"), ("my-app", "is not a package name"), ("Kinetic", "is a module of Kinetic's")])
        func refusesNamesThatCannotBeAPackage(name: String, message: String) throws {
            let result = try DemoCommandTests.run(["new", name, "--out", "/tmp/kinetic-never-written-\(UUID().uuidString)"])
            #expect(result.status != 0)
            #expect(result.err.contains("the name '\(name)' \(message)"), "\(result.err)")
        }
    }
}
