/// What can stop the SDL layer from starting, each with a one-line, actionable description.
///
/// The descriptions carry no "kinetic:" prefix; the command-line tool adds it when it prints them.
nonisolated package enum KineticSDLError: Error, Equatable, CustomStringConvertible {
    /// No X11 or Wayland display to open a window on.
    case noDisplay
    /// `DISPLAY` names an X server that cannot be reached; `message` is SDL's text.
    case displayUnavailable(display: String, message: String)
    /// The directory holding `Fonts/` was not found.
    case assetsNotFound(searched: [String])
    /// A font file is absent (or unreadable) at `path`; `package` is the Debian package that ships it.
    case missingFont(path: String, package: String)
    /// An SDL, SDL_ttf or SDL_image call failed; `message` is `SDL_GetError()`'s text.
    case sdl(call: String, message: String)

    package var description: String {
        switch self {
        case .noDisplay:
            return "no display (DISPLAY unset); run under Xvfb (apt-get install xvfb) or use `kinetic demo` headless"
        case .displayUnavailable(let display, let message):
            return "cannot open display \(display) (\(message)); start the X server or Xvfb "
                + "(Xvfb \(display) &), or use `kinetic demo` headless"
        case .assetsNotFound(let searched):
            return "cannot find Kinetic's fonts (looked in \(searched.joined(separator: " and "))); copy the "
                + "resource bundle beside the program, or set KINETIC_ASSETS to a folder holding Fonts and Images"
        case .missingFont(let path, let package):
            return "missing font file \(path) (Kinetic ships it in its Assets/Fonts; "
                + "restore it from git, or apt-get install \(package) and copy the font there)"
        case .sdl(let call, let message):
            return "\(call) failed: \(message.isEmpty ? "no error text from SDL" : message)"
        }
    }
}
