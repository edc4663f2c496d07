// swift-tools-version: 6.0
import PackageDescription

/// The seed samples (the code in the project's seed documents, with only `import SwiftUI` changed to
/// `import Kinetic`), compiled as a client of Kinetic in both language modes: `SeedsSwift6` in
/// the Swift 6 mode (strict concurrency: `View` must be main-actor isolated as SwiftUI's is) and
/// `SeedsSwift5` (the same files, through a symlink) in the Swift 5 mode. `make examples` builds it.
/// Only the `Kinetic` product is used, so nothing pulls in swift-syntax.
let package = Package(
    name: "Seeds",
    dependencies: [
        .package(name: "Kinetic", path: "../.."),
    ],
    targets: [
        .target(
            name: "SeedsSwift6",
            dependencies: [.product(name: "Kinetic", package: "Kinetic")],
            // Warnings are errors here: Swift 6 reports main-actor isolation that SwiftUI does not
            // have (a built-in view's initialiser called from nonisolated code) as a warning for a
            // `@preconcurrency` protocol, and `NonisolatedViews.swift` must fail the build then.
            swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags(["-warnings-as-errors"])]
        ),
        .target(
            name: "SeedsSwift5",
            dependencies: [.product(name: "Kinetic", package: "Kinetic")],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
