import Foundation

/// The asset catalogs of an opened app (`*.xcassets`), as its bundle would hold them: the names
/// of its image sets, and its colour sets' colours, which `Color("Name")` finds. `rotor open`
/// reads the catalogs and registers what they hold before the app's views are made.
public enum AssetCatalog {
    private struct Contents {
        var imageNames: Set<String> = []
        var colors: [String: Color] = [:]
        /// Whether any catalog was registered: only then can a name be missing from them.
        var hasCatalog = false
        /// What was asked for by name that no catalog holds, in the order first asked.
        var missing: [String] = []
    }

    private static let contents = Locked(Contents())

    /// Records an image set's name (the folder `Name.imageset` is the image `Name`).
    public static func register(imageNamed name: String) {
        contents.withLock {
            $0.hasCatalog = true
            $0.imageNames.insert(name)
        }
    }

    /// Records a colour set: its sRGB components, each 0…1.
    public static func register(colorNamed name: String, red: Double, green: Double, blue: Double, opacity: Double) {
        contents.withLock {
            $0.hasCatalog = true
            $0.colors[name] = Color(red: red, green: green, blue: blue, opacity: opacity)
        }
    }

    /// The colour set `name`; one that no registered catalog holds is noted in `missing`.
    static func color(named name: String) -> Color? {
        contents.withLock { contents in
            if let color = contents.colors[name] { return color }
            note("No color named '\(name)' found in asset catalog", in: &contents)
            return nil
        }
    }

    /// Notes that an image was asked for by name; one that no registered catalog holds is noted
    /// in `missing`.
    static func noteImage(named name: String) {
        contents.withLock { contents in
            guard !contents.imageNames.contains(name) else { return }
            note("No image named '\(name)' found in asset catalog", in: &contents)
        }
    }

    private static func note(_ message: String, in contents: inout Contents) {
        guard contents.hasCatalog, !contents.missing.contains(message) else { return }
        contents.missing.append(message)
    }

    /// What was asked for by name that the registered catalogs do not hold, as Apple's
    /// platforms log it: "No image named 'X' found in asset catalog".
    public static var missing: [String] { contents.withLock { $0.missing } }
}

extension Color {
    /// A colour from the app's asset catalog: the colour set `name`'s colour. A name no catalog
    /// holds is clear, as SwiftUI draws a colour it cannot find (and logs it).
    nonisolated public init(_ name: String, bundle: Bundle? = nil) {
        self = AssetCatalog.color(named: name) ?? .clear
    }
}
