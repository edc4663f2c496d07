// The target that carries Kinetic's fonts and images as package resources: SwiftPM copies `Fonts`
// and `Images` into a resource bundle beside every program that links Kinetic's viewer, so a
// package anywhere on disk finds them with nothing set (see `AssetLocator` in KineticSDL).
import Foundation

/// The name SwiftPM gives the resource bundle of this target, beside the executable that links it.
package enum KineticAssets {
    /// The bundle's folder name: `<package>_<target>.resources`, the package named as in its manifest.
    package static let bundleName = "Kinetic_KineticAssets.resources"
}
