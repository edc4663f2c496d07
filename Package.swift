// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

/// Kinetic: SwiftUI's animation system on Linux, and `kinetic`, an SDL2 viewer for it.
///
/// Layers depend one way (see ARCHITECTURE in the README):
/// KineticCore ← Kinetic ← KineticSDL ← KineticInspector ← KineticViewer ← KineticGallery ← kinetic.
/// Only KineticSDL and what sits on it import CSDL.
let package = Package(
    name: "Kinetic",
    products: [
        .library(name: "Kinetic", targets: ["Kinetic"]),
        // KineticInspector rides along: its InspectorStore is public (and benchmarked from Benchmarks/).
        .library(name: "KineticViewer", targets: ["KineticViewer", "KineticInspector"]),
        .executable(name: "kinetic", targets: ["kinetic"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        // The compiler plugin behind `@Entry`: it speaks the plugin protocol itself, without
        // swift-syntax, so it builds in seconds.
        .macro(name: "KineticMacros"),
        // sincos for the closed-form spring (one argument reduction for both).
        .target(name: "CKineticMath"),
        .target(name: "KineticCore", dependencies: ["KineticMacros", "CKineticMath"]),
        .target(name: "Kinetic", dependencies: ["KineticCore"]),
        .target(name: "KineticSDL", dependencies: ["Kinetic", "CSDL"]),
        .target(name: "KineticInspector", dependencies: ["Kinetic", "KineticSDL"]),
        .target(
            name: "KineticViewer",
            dependencies: [
                "Kinetic", "KineticSDL", "KineticInspector",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "KineticGallery", dependencies: ["Kinetic", "KineticSDL", "KineticInspector", "KineticViewer"]),
        .executableTarget(
            name: "kinetic",
            dependencies: [
                "KineticGallery", "KineticInspector", "KineticSDL", "Kinetic",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "KineticCoreTests", dependencies: ["KineticCore"]),
        .testTarget(name: "KineticTests", dependencies: ["Kinetic", "KineticGallery"]),
        .testTarget(
            name: "KineticSDLTests",
            dependencies: ["KineticSDL", "KineticInspector", "KineticGallery", "Kinetic"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
