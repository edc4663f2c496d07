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

/// The headless text measure: the advance widths of DejaVu Sans, the face the SDL layer draws text
/// with, so that text is laid out as wide as it is drawn; a per-character estimate for what the
/// table does not hold (the SDL layer squeezes a line whose glyphs overflow its frame).
package enum TextMetrics {
    /// DejaVu Sans's advance widths of ASCII 0x20…0x7E, in its units (2048 to the em), as SDL_ttf
    /// reports them (`TTF_GlyphMetrics` at 2048 pixels; it applies no kerning to this face).
    /// Until 2026-11-26 a coarse model (0.56 em for most letters) measured "R (shift-r)" 21 % wider
    /// than drawn, and columns of left-aligned text were drawn up to 8 pixels out of line.
    private static let asciiUnits: [UInt16] = [
        651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690,
        1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087,
        2048, 1401, 1405, 1430, 1577, 1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612,
        1235, 1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024,
        1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569, 1995, 1298, 1253,
        1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716
    ]

    /// Width of one character in ems.
    @inline(__always) static func advance(of character: Character, monospaced: Bool) -> CGFloat {
        if monospaced { return 0.6 }
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.count == 1, scalar.value < 0x80 { return asciiAdvance(UInt8(scalar.value), monospaced: false) }
        if character.unicodeScalars.count > 1 || scalar.properties.isEmojiPresentation { return scalar.properties.isEmoji ? 1.25 : 0.6 }
        let units: Int
        switch scalar.value {
        // Symbols the viewer draws, from the same font.
        case 0x2190...0x2195, 0x00D7, 0x2212, 0x2248, 0x2261, 0x2264, 0x2265, 0x2713, 0x2714, 0x275A: units = 1716  // ← → ↑ ↓ ↔ × − ≈ ≤ ≥ ✓ ❚
        case 0x2026, 0x2014: units = 2048  // … —
        case 0x00B7: units = 651  // ·
        case 0x2013, 0x00B0: units = 1024  // – °
        case 0x2022: units = 1208  // •
        case 0x25CF: units = 1787  // ●
        case 0x25A0: units = 1935  // ■
        case 0x25AE: units = 1127  // ▮
        case 0x25B6, 0x25C0: units = 1575  // ▶ ◀
        case 0x25B8, 0x25BE, 0x25C2: units = 1028  // ▸ ▾ ◂
        case 0x2030: units = 2748  // ‰
        case 0x1100...0x11FF, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60: return 1.0
        default: return 0.6
        }
        return CGFloat(units) / 2048
    }

    /// Width of one byte of ASCII text in ems (a control character: none).
    @inline(__always) static func asciiAdvance(_ byte: UInt8, monospaced: Bool) -> CGFloat {
        if monospaced { return 0.6 }
        guard byte >= 0x20, byte < 0x7F else { return 0 }
        return CGFloat(asciiUnits[Int(byte) - 0x20]) / 2048
    }

    /// The width of `text` set in `font`: each glyph's advance rounded to whole pixels, as the
    /// hinted glyphs are drawn (ten digits at 15 pixels are 100 wide, not 95.4).
    @inline(__always) package static func width<S: StringProtocol>(of text: S, font: Font.Resolved) -> CGFloat {
        let boldFactor: CGFloat = font.weight >= .semibold ? 1.05 : 1
        var total: CGFloat = 0
        for character in text { total += (advance(of: character, monospaced: font.isMonospaced) * font.size).rounded() }
        return total * boldFactor
    }

    /// The lines `string` breaks into in `font` within `width` (nil: only at newlines), as text
    /// views wrap: between words, a word wider than the line broken between characters, the spaces
    /// at a break dropped.
    package static func lines(of string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int? = nil,
                              truncation: Text.TruncationMode = .tail) -> [String] {
        let lines = wrappedLines(of: string, font: font, width: width)
        guard let lineLimit, lines.count > lineLimit else { return lines }
        let limit = max(1, lineLimit)
        func fits(_ line: String) -> Bool { width.map { Self.width(of: line, font: font) <= $0 } ?? true }
        switch truncation {
        case .tail:
            // The last line shown ends with "…", shortened until it fits.
            var kept = Array(lines.prefix(limit))
            var last = kept[kept.count - 1]
            while !last.isEmpty, !fits(last + "…") { last.removeLast() }
            while last.hasSuffix(" ") { last.removeLast() }
            kept[kept.count - 1] = last + "…"
            return kept
        case .head:
            // The last lines, the first of them starting with "…", shortened at its start until it fits.
            var kept = Array(lines.suffix(limit))
            // As much of the text before the other kept lines as fits, not only its last wrapped line.
            var first = lines[...(lines.count - limit)].joined(separator: " ")
            while !first.isEmpty, !fits("…" + first) { first.removeFirst() }
            while first.hasPrefix(" ") { first.removeFirst() }
            kept[0] = "…" + first
            return kept
        case .middle:
            // The last line shown keeps the start of its line and the end of the text, "…" between.
            var kept = Array(lines.prefix(limit))
            var start = kept[kept.count - 1]
            var end = lines.last!
            var takeFromStart = true
            while !(start.isEmpty && end.isEmpty), !fits(start + "…" + end) {
                if takeFromStart, !start.isEmpty { start.removeLast() } else if !end.isEmpty { end.removeFirst() } else { start.removeLast() }
                takeFromStart.toggle()
            }
            kept[kept.count - 1] = start + "…" + end
            return kept
        }
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
    package static func size(of string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int? = nil,
                             truncation: Text.TruncationMode = .tail) -> CGSize {
        let lineHeight = (font.size * 1.2).rounded(.up)
        let boldFactor: CGFloat = font.weight >= .semibold ? 1.05 : 1
        if width == nil, lineLimit == nil || lineLimit! >= 1, !string.utf8.contains(where: { $0 >= 0x80 || $0 == 0x0A }) {
            // ASCII on one line: per-byte advances, no grapheme breaking.
            var total: CGFloat = 0
            for byte in string.utf8 { total += (asciiAdvance(byte, monospaced: font.isMonospaced) * font.size).rounded() }
            return CGSize(width: (total * boldFactor).rounded(.up), height: lineHeight)
        }
        let lines = lines(of: string, font: font, width: width, lineLimit: lineLimit, truncation: truncation)
        let widest = lines.map { Self.width(of: $0, font: font) }.max() ?? 0
        return CGSize(width: widest.rounded(.up), height: lineHeight * CGFloat(lines.count))
    }
}
