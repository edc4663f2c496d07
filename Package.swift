// swift-tools-version: 6.2
import CompilerPluginSupport
import Foundation
import PackageDescription

/// `KINETIC_FUZZ=1` (set by scripts/fuzz.sh, with its own --scratch-path) builds the libraries the
/// fuzz targets reach with libFuzzer's coverage instrumentation and links `KineticFuzz` against
/// libFuzzer. The compiler plugin (a host tool) is left alone, which `swift build --sanitize=fuzzer` would not do.
let fuzzing = ProcessInfo.processInfo.environment["KINETIC_FUZZ"] == "1"
let fuzzCoverage: [SwiftSetting] = fuzzing ? [.unsafeFlags(["-sanitize=fuzzer"])] : []
/// Debug builds (and so every test run) compile the unsafe shortcuts of the engine's hot paths as
/// their safe forms: `unowned` for `unowned(unsafe)`, retained references for unretained ones, and
/// dynamic exclusivity checks where release builds declare `@exclusivity(unchecked)`; and they
/// check the scene graph's invariants after every update (`SceneGraph._checkInvariants()`).
/// Release builds keep the shortcuts, each of which names the benchmark figure it buys.
let checkedInDebug: [SwiftSetting] = [.define("KINETIC_CHECKED", .when(configuration: .debug))]
/// The window, inspector and viewer layers run on the main thread (SDL's event loop and the frame
/// loop are there, as the graph is): their code is main-actor isolated unless it says otherwise
/// (the gallery's views are main-actor isolated as every `View` is).
let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

/// Kinetic: SwiftUI's animation system on Linux, and `kinetic`, an SDL2 viewer for it.
///
/// Layers depend one way (README, Layout): KineticCore ← Kinetic ← {KineticSDL, KineticInspector,
/// KineticExport}; KineticViewer ← Kinetic, KineticSDL, KineticInspector, KineticMovie; KineticGallery
/// and kinetic on top. Each target lists exactly the modules it imports (Tests/KineticViewerTests/
/// ManifestTests.swift), plus the macro plugin and the asset bundle, which are used, not imported.
/// Only KineticSDL imports CSDL.
let package = Package(
    name: "Kinetic",
    products: [
        .library(name: "Kinetic", targets: ["Kinetic"]),
        // KineticInspector rides along for Benchmarks/ (its declarations are `package`, but for the
        // `@_spi(Benchmarks)` InspectorStore initializer): nothing in it is public API.
        .library(name: "KineticViewer", targets: ["KineticViewer", "KineticInspector"]),
        .executable(name: "kinetic", targets: ["kinetic"]),
        // The seed documents' samples and keyframe tracks, for Benchmarks/ (and anyone's tests).
        .library(name: "KineticSeeds", targets: ["KineticSeeds"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        // SwiftParser finds the #Previews in a user's sources (`kinetic preview`).
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        // giflib, for animated GIFs of recordings.
        .systemLibrary(name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
        // The compiler plugin behind `@Entry` and `#Preview`: it speaks the plugin protocol itself,
        // without swift-syntax, so it builds in seconds.
        .macro(name: "KineticMacros"),
        // sincos for the closed-form spring (one argument reduction for both).
        .target(name: "CKineticMath"),
        .target(name: "KineticCore", dependencies: ["KineticMacros", "CKineticMath"], swiftSettings: checkedInDebug + fuzzCoverage),
        .target(name: "Kinetic", dependencies: ["KineticCore", "KineticMacros"], swiftSettings: checkedInDebug + fuzzCoverage),
        // Moving pictures: the animated GIF writer and reader (giflib) and the video writer (ffmpeg).
        // No SDL, no swift-syntax: the viewer writes a GIF of each recording with it.
        .target(name: "KineticMovie", dependencies: ["CGIF"]),
        // Animation expressions (read, print back, turn into an Animation), export to other
        // platforms. No SDL, no swift-syntax (its reader is its own: the viewer, in every user's
        // build, reads typed animations with it).
        .target(name: "KineticExport", dependencies: ["Kinetic"], swiftSettings: fuzzCoverage),
        // Kinetic's fonts and images, copied as package resources beside every program that links
        // the viewer (a package anywhere on disk finds them with nothing set).
        .target(name: "KineticAssets", path: "Assets",
                resources: [.copy("Fonts"), .copy("Images")]),
        .target(name: "KineticSDL", dependencies: ["Kinetic", "CSDL", "KineticAssets"], swiftSettings: mainActorByDefault),
        .target(name: "KineticInspector", dependencies: ["Kinetic"], swiftSettings: mainActorByDefault + checkedInDebug + fuzzCoverage),
        .target(
            name: "KineticViewer",
            dependencies: [
                "Kinetic", "KineticSDL", "KineticInspector", "KineticMovie", "KineticExport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: mainActorByDefault
        ),
        // The seed documents' samples, compiled as the documents write them (Examples/Seeds builds
        // them once more with only the import changed), and the seed's keyframe tracks the gallery,
        // the tests and the benchmarks share.
        .target(name: "KineticSeeds", dependencies: ["Kinetic"]),
        .target(name: "KineticGallery", dependencies: ["Kinetic", "KineticInspector", "KineticViewer", "KineticExport", "KineticSeeds"],
                swiftSettings: fuzzCoverage),
        // What measures and shakes the gallery rather than shows it: the soak and the sprite stress scene.
        .target(name: "KineticTools", dependencies: ["Kinetic", "KineticGallery", "KineticInspector", "KineticSDL"]),
        .executableTarget(
            name: "kinetic",
            dependencies: [
                "KineticGallery", "KineticTools", "KineticCore", "KineticSDL", "KineticExport", "KineticViewer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // `kinetic preview` finds the #Previews of a package's sources with it.
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // The fuzz targets (run.json reader, click-script parser, animation expression reader):
        // scripts/fuzz.sh builds them with libFuzzer; built normally it runs corpus files once each.
        .executableTarget(
            name: "KineticFuzz", dependencies: ["KineticGallery", "KineticViewer", "KineticExport"], path: "Tests/Fuzz/KineticFuzz",
            swiftSettings: (fuzzing ? [.unsafeFlags(["-sanitize=fuzzer"]), .define("KINETIC_LIBFUZZER")] : []),
            linkerSettings: fuzzing ? [.unsafeFlags(["-sanitize=fuzzer", "-use-ld=lld"])] : []
        ),
        // What the test targets share: independent formulas (KineticTestMath, no Kinetic), and views
        // and helpers over Kinetic (KineticTestSupport). Each test target tests one module and
        // imports nothing above it (ManifestTests checks both).
        .target(name: "KineticTestMath", path: "Tests/KineticTestMath"),
        .target(name: "KineticTestSupport", dependencies: ["Kinetic"], path: "Tests/KineticTestSupport", swiftSettings: mainActorByDefault),
        .testTarget(name: "KineticCoreTests", dependencies: ["KineticCore", "KineticTestMath"]),
        .testTarget(name: "KineticTests", dependencies: ["Kinetic", "KineticCore", "KineticTestSupport"],
                    swiftSettings: mainActorByDefault),
        // The seed documents' samples, the spec's own examples (the seed's keyframe tracks among them).
        .testTarget(name: "KineticSeedsTests", dependencies: ["KineticSeeds", "Kinetic", "KineticCore", "KineticTestSupport", "KineticTestMath"],
                    swiftSettings: mainActorByDefault),
        .testTarget(name: "KineticExportTests", dependencies: ["KineticExport", "Kinetic", "KineticCore"]),
        // Fixtures/: files the tests run or read in place (never written by a test).
        .testTarget(name: "KineticMovieTests", dependencies: ["KineticMovie"], exclude: ["Fixtures"]),
        .testTarget(name: "KineticInspectorTests", dependencies: ["KineticInspector", "Kinetic", "KineticTestSupport"],
                    swiftSettings: mainActorByDefault),
        // The viewer driven as a window drives it, for the viewer's and the gallery's tests.
        .target(name: "KineticViewerTestSupport", dependencies: ["KineticViewer", "KineticSDL", "Kinetic"], path: "Tests/KineticViewerTestSupport",
                swiftSettings: mainActorByDefault),
        .testTarget(name: "KineticViewerTests",
                    dependencies: ["KineticViewer", "KineticInspector", "KineticSDL", "KineticMovie", "Kinetic", "KineticViewerTestSupport"],
                    swiftSettings: mainActorByDefault),
        // Pixel measurements the SDL and gallery render tests share.
        .target(name: "KineticSDLTestSupport", dependencies: ["KineticSDL"], path: "Tests/KineticSDLTestSupport", swiftSettings: mainActorByDefault),
        .testTarget(name: "KineticSDLTests", dependencies: ["KineticSDL", "Kinetic", "KineticSDLTestSupport"], swiftSettings: mainActorByDefault),
        .testTarget(name: "KineticGalleryTests",
                    dependencies: ["KineticGallery", "KineticViewer", "KineticInspector", "KineticSDL", "Kinetic", "KineticSDLTestSupport",
                                   "KineticViewerTestSupport"],
                    swiftSettings: mainActorByDefault),
        .testTarget(name: "KineticToolsTests", dependencies: ["KineticTools", "KineticSDL", "Kinetic"], swiftSettings: mainActorByDefault),
        // The command line, run as a user runs it (the built `kinetic` beside the test bundle).
        .testTarget(name: "kineticTests", dependencies: ["KineticGallery", "KineticViewer", "KineticInspector", "KineticExport", "KineticSDL", "Kinetic"],
                    swiftSettings: mainActorByDefault),
    ],
    // Every target builds in the Swift 6 language mode: `View` is main-actor isolated as SwiftUI's
    // is, and data races are compile-time errors.
    swiftLanguageModes: [.v6]
)
