import CSDL
import Foundation
import Kinetic

/// The fonts Kinetic ships in `Assets/Fonts`, opened with SDL_ttf and kept open per point size.
///
/// Noto Color Emoji is a bitmap (CBDT) font with a single strike at 109 pt: it can only be opened
/// at that size, and callers scale the rendered bitmap to the size they want.
package final class FontLibrary {
    /// A font file in `Assets/Fonts`, with the Debian package that ships the same font.
    nonisolated package struct FontFile: Hashable, Sendable {
        /// The file name inside `Assets/Fonts`.
        package var fileName: String
        /// The Debian package that provides this font, for error messages.
        package var package: String

        /// The text face: DejaVu Sans.
        package static let text = FontFile(fileName: "DejaVuSans.ttf", package: "fonts-dejavu-core")
        /// The colour emoji face: Noto Color Emoji.
        package static let emoji = FontFile(fileName: "NotoColorEmoji.ttf", package: "fonts-noto-color-emoji")
    }

    /// The only point size at which Noto Color Emoji has bitmaps.
    package static let emojiStrikeSize: Int32 = 109

    /// The directory the fonts are read from.
    package let fontsDirectory: URL
    private var textFonts: [Int32: OpaquePointer] = [:]
    private var emojiFont: OpaquePointer?

    /// Creates a library that reads fonts from `assetsDirectory/Fonts` and checks that both are there.
    ///
    /// It also points `Image.assetDirectory` at `assetsDirectory/Images`, so named images resolve
    /// from the same located `Assets`, whatever the working directory.
    /// - Parameter assetsDirectory: Kinetic's `Assets` directory; by default located with `AssetLocator`.
    /// - Throws: `KineticSDLError.missingFont` for an absent font file, `.sdl` if SDL_ttf cannot start.
    package init(assetsDirectory: URL? = nil) throws {
        let assets = try assetsDirectory ?? AssetLocator.assetsDirectory()
        fontsDirectory = assets.appendingPathComponent("Fonts", isDirectory: true)
        Image.assetDirectory = assets.appendingPathComponent("Images", isDirectory: true)
        try SDLRuntime.startFonts()
        for file in [FontFile.text, .emoji] { _ = try path(of: file) }
        _ = try emojiFace()
        _ = try textFont(size: 14)
    }

    isolated deinit {
        for font in textFonts.values { TTF_CloseFont(font) }
        if let emojiFont { TTF_CloseFont(emojiFont) }
    }

    /// Opens a font file at a point size; the caller owns the result (`TTF_CloseFont`).
    /// - Throws: `.missingFont` naming the path and package, or `.sdl` with SDL_ttf's text.
    func open(_ file: FontFile, pointSize: Int32) throws -> OpaquePointer {
        let path = try path(of: file)
        guard let font = TTF_OpenFont(path, pointSize) else {
            throw KineticSDLError.sdl(call: "TTF_OpenFont(\(path), \(pointSize))", message: SDLRuntime.lastError())
        }
        return font
    }

    /// The text face at a pixel size, opened on first use.
    func textFont(size: Int32) throws -> OpaquePointer {
        if let font = textFonts[size] { return font }
        let font = try open(.text, pointSize: size)
        textFonts[size] = font
        return font
    }

    /// The emoji face at its strike size, opened on first use.
    func emojiFace() throws -> OpaquePointer {
        if let emojiFont { return emojiFont }
        let font = try open(.emoji, pointSize: Self.emojiStrikeSize)
        emojiFont = font
        return font
    }

    private func path(of file: FontFile) throws -> String {
        let path = fontsDirectory.appendingPathComponent(file.fileName).path
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw KineticSDLError.missingFont(path: path, package: file.package)
        }
        return path
    }
}
