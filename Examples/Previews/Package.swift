// swift-tools-version: 6.0
import PackageDescription

/// Your own views in the Kinetic viewer: a package of previews that depends on Kinetic by path.
/// `swift run Previews` opens the window; with no display it records every scene into out/preview.
let package = Package(
    name: "Previews",
    dependencies: [
        .package(name: "Kinetic", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "Previews",
            dependencies: [
                .product(name: "Kinetic", package: "Kinetic"),
                .product(name: "KineticViewer", package: "Kinetic"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
