import Foundation
import Kinetic
import Testing
@testable import KineticSDL
import KineticSDLTestSupport

extension SDLTests {
    @Suite struct FontLibraryTests {
        /// With nothing set, the fonts come from the resource bundle SwiftPM copied beside the
        /// program (here the test bundle); a program moved away from its bundle still finds the
        /// package's own Assets; with neither, one line says where it looked and what to do.
        @Test func findsTheBundledFontsWithNothingSet() throws {
            let assets = try AssetLocator.assetsDirectory(environment: [:])
            #expect(assets.lastPathComponent == "Kinetic_KineticAssets.resources", "\(assets.path)")
            #expect(FileManager.default.fileExists(atPath: assets.appendingPathComponent("Fonts/DejaVuSans.ttf").path))
            #expect(FileManager.default.fileExists(atPath: assets.appendingPathComponent("Images/cat.png").path))
            _ = try FontLibrary(assetsDirectory: assets)
            let elsewhere = FileManager.default.temporaryDirectory
            #expect(try AssetLocator.assetsDirectory(environment: [:], executableDirectory: elsewhere) == AssetLocator.packageAssets)
            #expect(FileManager.default.fileExists(atPath: AssetLocator.packageAssets.appendingPathComponent("Fonts/DejaVuSans.ttf").path))
            let message = KineticSDLError.assetsNotFound(searched: ["/a/Kinetic_KineticAssets.resources", "/b/Assets"]).description
            #expect(message == "cannot find Kinetic's fonts (looked in /a/Kinetic_KineticAssets.resources and /b/Assets); copy the "
                + "resource bundle beside the program, or set KINETIC_ASSETS to a folder holding Fonts and Images")
        }

        /// Layout measures text as wide as SDL_ttf draws it (DejaVu Sans's advances, each rounded to
        /// whole pixels as the hinted glyphs are): within 2 pixels (0.44 % at most today), at the
        /// sizes the viewer and the scenes use. The coarse model before 2026-11-26 was 21 % wide on
        /// "R (shift-r)" and drew the help's columns up to 8 pixels out of line.
        @Test func textIsMeasuredAsWideAsItIsDrawn() throws {
            let fonts = try FontLibrary()
            let image = try OffscreenCanvas(width: 64, height: 64, fonts: fonts)
            let strings = ["R (shift-r)", "the scene reacts as it would on a phone", "Merge vs additive",
                           "B  interpolatingSpring (adds up)", "The quick brown fox jumps over the lazy dog.",
                           "0123456789 +-*/=%()[]{}", "WWW mmm iii lll", "speed 0.25× · paused", "← → ↑ ↓ … — ▾ ●"]
            var worst = 0.0
            for size in [12, 13, 15, 20, 34] {
                for string in strings {
                    let drawn = Double(image.canvas.measure(string, size: size).width)
                    let laidOut = Double(TextMetrics.size(of: string, font: Font.system(size: CGFloat(size)).resolved, width: nil).width)
                    worst = max(worst, abs(laidOut - drawn) / drawn)
                    #expect(abs(laidOut - drawn) <= 2, "\(string) at \(size): laid out \(laidOut), drawn \(drawn)")
                }
            }
            print("text width: the largest difference between layout and drawing is \(worst * 100) %")
        }

        @Test func environmentOverridesTheSearch() throws {
            let assets = try AssetLocator.assetsDirectory(environment: ["KINETIC_ASSETS": "/somewhere/Assets"])
            #expect(assets.path == "/somewhere/Assets")
        }

        @Test func aMissingFontNamesItsPathAndPackage() throws {
            let empty = FileManager.default.temporaryDirectory.appendingPathComponent("kinetic-no-fonts-\(getpid())")
            try FileManager.default.createDirectory(at: empty.appendingPathComponent("Fonts"),
                                                    withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: empty) }
            let path = empty.appendingPathComponent("Fonts/DejaVuSans.ttf").path
            #expect(throws: KineticSDLError.missingFont(path: path, package: "fonts-dejavu-core")) {
                try FontLibrary(assetsDirectory: empty)
            }
            let message = KineticSDLError.missingFont(path: path, package: "fonts-dejavu-core").description
            #expect(message.contains(path) && message.contains("fonts-dejavu-core") && !message.contains("\n"))
        }

        @Test func noDisplayIsAClearOneLineError() {
            #expect(throws: KineticSDLError.noDisplay) { try SDLRuntime.startVideo(environment: [:]) }
            #expect(KineticSDLError.noDisplay.description
                == "no display (DISPLAY unset); run under Xvfb (apt-get install xvfb) or use `kinetic demo` headless")
        }

        @Test func emojiRendersInColourAtTheRequestedSize() throws {
            let image = try OffscreenCanvas(width: 200, height: 200, fonts: FontLibrary())
            let background = CanvasColor(hex: 0x202020)
            image.canvas.beginFrame(clearingTo: background)
            image.canvas.emoji("🐱", center: CGPoint(x: 100, y: 100), size: 64)
            #expect(image.canvas.failure == nil)
            let box = try #require(PixelProbe.boundingBox(in: image, region: CGRect(x: 0, y: 0, width: 200, height: 200),
                                                          background: background))
            #expect(box.height <= 64 && box.height >= 50, "drawn \(box)")
            #expect(abs(box.midX - 100) <= 2 && abs(box.midY - 100) <= 3, "drawn \(box)")
            #expect(PixelProbe.colouredPixelCount(in: image, region: box) > 1000)
        }

        @Test func textIsAlignedAndRedrawnFromItsCache() throws {
            let image = try OffscreenCanvas(width: 200, height: 50, fonts: FontLibrary())
            image.canvas.beginFrame(clearingTo: .black)
            let first = image.canvas.text("Kinetic", at: CGPoint(x: 100, y: 25), size: 16, color: .white, alignment: .center)
            let again = image.canvas.text("Kinetic", at: CGPoint(x: 100, y: 25), size: 16, color: .white, alignment: .center)
            #expect(first == again && first.width > 40 && abs(first.midX - 100) <= 1)
        }
    }
}
