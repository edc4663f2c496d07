import Foundation

/// An environment-dependent font.
public struct Font: Hashable, Sendable {
    /// A font resolved to a point size and weight.
    public struct Resolved: Hashable, Sendable {
        /// Point size.
        public var size: CGFloat
        /// Weight.
        public var weight: Weight
        /// Whether the font is monospaced.
        public var isMonospaced: Bool
    }
    /// A dynamic text style.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        var size: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        }
    }
    /// A font weight.
    public struct Weight: Hashable, Sendable, Comparable {
        let value: Double
        /// Lighter weights order first.
        public static func < (l: Weight, r: Weight) -> Bool { l.value < r.value }
        /// Standard weights.
        public static let ultraLight = Weight(value: -0.8), thin = Weight(value: -0.6), light = Weight(value: -0.4)
        /// Standard weights.
        public static let regular = Weight(value: 0), medium = Weight(value: 0.23), semibold = Weight(value: 0.3)
        /// Standard weights.
        public static let bold = Weight(value: 0.4), heavy = Weight(value: 0.56), black = Weight(value: 0.62)
    }
    /// A font design.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// The resolved font.
    public var resolved: Resolved

    init(size: CGFloat, weight: Weight = .regular, design: Design = .default) {
        resolved = Resolved(size: size, weight: weight, isMonospaced: design == .monospaced)
    }

    /// A font with the large title text style.
    public static let largeTitle = Font.system(.largeTitle)
    /// A font with the title text style.
    public static let title = Font.system(.title)
    /// Create a font for second level hierarchical headings.
    public static let title2 = Font.system(.title2)
    /// Create a font for third level hierarchical headings.
    public static let title3 = Font.system(.title3)
    /// A font with the headline text style.
    public static let headline = Font(size: 17, weight: .semibold)
    /// A font with the subheadline text style.
    public static let subheadline = Font.system(.subheadline)
    /// A font with the body text style.
    public static let body = Font.system(.body)
    /// A font with the callout text style.
    public static let callout = Font.system(.callout)
    /// A font with the footnote text style.
    public static let footnote = Font.system(.footnote)
    /// A font with the caption text style.
    public static let caption = Font.system(.caption)
    /// Create a font with the alternate caption text style.
    public static let caption2 = Font.system(.caption2)

    /// Specifies a system font to use, along with the style, weight, and any design parameters you want applied to the text.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }
    /// Gets a system font that uses the specified style, design, and weight.
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        Font(size: style.size, weight: weight ?? (style == .headline ? .semibold : .regular), design: design)
    }
    /// Adds bold styling to the font.
    public func bold() -> Font { weight(.bold) }
    /// Sets the weight of the font.
    public func weight(_ weight: Weight) -> Font { var f = self; f.resolved.weight = weight; return f }
    /// Returns a monospaced version of the font.
    public func monospaced() -> Font { var f = self; f.resolved.isMonospaced = true; return f }
}

/// The headless text measure: a simple per-character width model (the SDL layer renders with real fonts).
package enum TextMetrics {
    /// Width of one character in ems.
    @inline(__always) static func advance(of character: Character, monospaced: Bool) -> CGFloat {
        if monospaced { return 0.6 }
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.count > 1 || scalar.properties.isEmojiPresentation { return scalar.properties.isEmoji ? 1.25 : 0.6 }
        switch scalar.value {
        case 0x20: return 0.32
        case 0x69, 0x6C, 0x49, 0x2E, 0x2C, 0x3A, 0x3B, 0x21, 0x27, 0x7C: return 0.28  // i l I . , : ; ! ' |
        case 0x6D, 0x77, 0x4D, 0x57: return 0.86  // m w M W
        case 0x41...0x5A: return 0.68
        case 0x30...0x39: return 0.62
        case 0x1100...0x11FF, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60: return 1.0
        default: return 0.56
        }
    }

    @inline(__always) static func asciiAdvance(_ byte: UInt8, monospaced: Bool) -> CGFloat {
        if monospaced { return 0.6 }
        switch byte {
        case 0x20: return 0.32
        case 0x69, 0x6C, 0x49, 0x2E, 0x2C, 0x3A, 0x3B, 0x21, 0x27, 0x7C: return 0.28
        case 0x6D, 0x77, 0x4D, 0x57: return 0.86
        case 0x41...0x5A: return 0.68
        case 0x30...0x39: return 0.62
        default: return 0.56
        }
    }

    /// The width of `text` set in `font`.
    @inline(__always) package static func width<S: StringProtocol>(of text: S, font: Font.Resolved) -> CGFloat {
        let boldFactor: CGFloat = font.weight >= .semibold ? 1.05 : 1
        var total: CGFloat = 0
        for character in text { total += advance(of: character, monospaced: font.isMonospaced) }
        return total * font.size * boldFactor
    }

    /// The lines `string` breaks into in `font` within `width` (nil: only at newlines), as text
    /// views wrap: between words, a word wider than the line broken between characters, the spaces
    /// at a break dropped.
    package static func lines(of string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int? = nil) -> [String] {
        let lines = wrappedLines(of: string, font: font, width: width)
        guard let lineLimit, lines.count > lineLimit else { return lines }
        // Too many lines: the last one shown ends with "…", shortened until it fits.
        var kept = Array(lines.prefix(max(1, lineLimit)))
        var last = kept[kept.count - 1]
        while !last.isEmpty, let width, Self.width(of: last + "…", font: font) > width { last.removeLast() }
        while last.hasSuffix(" ") { last.removeLast() }
        kept[kept.count - 1] = last + "…"
        return kept
    }

    /// Every line `string` wraps into within `width`.
    private static func wrappedLines(of string: String, font: Font.Resolved, width: CGFloat?) -> [String] {
        var lines: [String] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width else { lines.append(String(paragraph)); continue }
            var line = ""
            var lineWidth: CGFloat = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let wordWidth = Self.width(of: word, font: font)
                let space = line.isEmpty ? 0 : Self.width(of: " ", font: font)
                if !line.isEmpty, lineWidth + space + wordWidth > width {
                    lines.append(line); line = ""; lineWidth = 0
                } else if !line.isEmpty {
                    line.append(" "); lineWidth += space
                }
                if wordWidth <= width || word.isEmpty {
                    line += word; lineWidth += wordWidth
                    continue
                }
                // A word wider than the line: broken between characters.
                for character in word {
                    let w = Self.width(of: String(character), font: font)
                    if lineWidth + w > width, !line.isEmpty { lines.append(line); line = ""; lineWidth = 0 }
                    line.append(character); lineWidth += w
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// The size of `string` set in `font` within `width` (nil: unconstrained), wrapped as ``lines(of:font:width:)``.
    package static func size(of string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int? = nil) -> CGSize {
        let lineHeight = (font.size * 1.2).rounded(.up)
        let boldFactor: CGFloat = font.weight >= .semibold ? 1.05 : 1
        if width == nil, lineLimit == nil || lineLimit! >= 1, !string.utf8.contains(where: { $0 >= 0x80 || $0 == 0x0A }) {
            // ASCII on one line: per-byte advances, no grapheme breaking.
            var total: CGFloat = 0
            for byte in string.utf8 { total += asciiAdvance(byte, monospaced: font.isMonospaced) }
            return CGSize(width: (total * font.size * boldFactor).rounded(.up), height: lineHeight)
        }
        let lines = lines(of: string, font: font, width: width, lineLimit: lineLimit)
        let widest = lines.map { Self.width(of: $0, font: font) }.max() ?? 0
        return CGSize(width: widest.rounded(.up), height: lineHeight * CGFloat(lines.count))
    }
}
