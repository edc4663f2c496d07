import CSDL

/// A texture made from a rendered string, with its pixel size and where its visible pixels are.
struct CachedTexture {
    var texture: OpaquePointer
    var width: Int
    var height: Int
    /// The bounds of the non-transparent pixels (nil if there are none).
    var content: SDL_Rect?
}

/// Textures keyed by what they show, owned by the cache, dropped when unused for a while.
///
/// Lookups of cached keys do not allocate. Strings that stop being drawn (a changing read-out)
/// are destroyed once the cache is over `limit` entries and they have not been used for
/// `retainedFrames` frames, so the cache stays bounded.
struct TextureCache<Key: Hashable> {
    private struct Entry {
        var texture: CachedTexture
        var lastUsed: UInt64
    }

    private var entries: [Key: Entry] = [:]
    private var frame: UInt64 = 0
    private let limit = 512
    private let retainedFrames: UInt64 = 120

    /// The texture for `key`, marking it used in this frame; setting stores a new texture.
    subscript(key: Key) -> CachedTexture? {
        mutating get {
            guard entries[key] != nil else { return nil }
            entries[key]!.lastUsed = frame
            return entries[key]!.texture
        }
        set {
            if let old = entries[key] { SDL_DestroyTexture(old.texture.texture) }
            entries[key] = newValue.map { Entry(texture: $0, lastUsed: frame) }
        }
    }

    /// Moves to the next frame, evicting stale textures when the cache is over its limit.
    mutating func advanceFrame() {
        frame += 1
        guard entries.count > limit else { return }
        let cutoff = frame > retainedFrames ? frame - retainedFrames : 0
        for (key, entry) in entries where entry.lastUsed < cutoff {
            SDL_DestroyTexture(entry.texture.texture)
            entries[key] = nil
        }
    }

    /// Destroys every texture.
    mutating func removeAll() {
        for entry in entries.values { SDL_DestroyTexture(entry.texture.texture) }
        entries = [:]
    }
}
