/// Whether the screen is light or dark (the system's light and dark mode). It
/// belongs to the screen, like its size and layout direction, so it lives here
/// where the input vocabulary can name it; the styles decide what each one looks
/// like.
public enum Appearance: String, Hashable, Sendable, Codable, CaseIterable {
    case light
    case dark
}
