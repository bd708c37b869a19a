import Foundation
import Headless

/// Reads an asset catalog (`*.xcassets`) as Xcode lays it out: each `Name.imageset` folder is
/// the image `Name`, each `Name.colorset` the colour `Name`, whose `Contents.json` holds the
/// colour's components per appearance. A group folder whose `Contents.json` says
/// `"provides-namespace": true` puts its folder name before its assets' names (`Group/Name`).
struct AssetCatalogReader {
    struct NamedColor: Equatable {
        var name: String
        var red: Double, green: Double, blue: Double, opacity: Double
    }

    struct Contents: Equatable {
        var imageNames: [String] = []
        var colors: [NamedColor] = []
    }

    static func read(_ catalog: String) throws -> Contents {
        var contents = Contents()
        try read(URL(fileURLWithPath: catalog), namespace: "", into: &contents)
        return contents
    }

    private static func read(_ folder: URL, namespace: String, into contents: inout Contents) throws {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            if name.hasSuffix(".imageset") {
                contents.imageNames.append(namespace + String(name.dropLast(".imageset".count)))
            } else if name.hasSuffix(".colorset") {
                let colorName = namespace + String(name.dropLast(".colorset".count))
                if let color = try color(named: colorName, in: url.appendingPathComponent("Contents.json")) {
                    contents.colors.append(color)
                }
            } else if !name.contains(".") {
                let group = try json(at: url.appendingPathComponent("Contents.json"), required: false)
                let properties = group?["properties"] as? [String: Any]
                let namespaced = (properties?["provides-namespace"] as? Bool) == true
                try read(url, namespace: namespaced ? namespace + name + "/" : namespace, into: &contents)
            }
        }
    }

    private static func json(at url: URL, required: Bool) throws -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            if required { throw OpenCommand.Failure(description: "asset catalog: cannot read '\(QuotedInput.bounded(url.path))'") }
            return nil
        }
        guard let object = try? JSONSerialization.jsonObject(with: data), let dictionary = object as? [String: Any] else {
            throw OpenCommand.Failure(description: "asset catalog: '\(QuotedInput.bounded(url.path))' is not a JSON object")
        }
        return dictionary
    }

    /// The colour for the light appearance (the entry with no appearance, or a light one), on
    /// the universal idiom if there is one; nil when the set gives no components (Xcode's
    /// empty `AccentColor`, or a reference to a system colour).
    static func color(named name: String, in file: URL) throws -> NamedColor? {
        guard let contents = try json(at: file, required: true) else { return nil }
        let entries = (contents["colors"] as? [[String: Any]]) ?? []
        func isLight(_ entry: [String: Any]) -> Bool {
            let appearances = (entry["appearances"] as? [[String: Any]]) ?? []
            return appearances.allSatisfy { ($0["appearance"] as? String) != "luminosity" || ($0["value"] as? String) == "light" }
                && appearances.allSatisfy { ($0["appearance"] as? String) != "contrast" }
        }
        let light = entries.filter(isLight)
        let ranked = light.filter { ($0["idiom"] as? String) == "universal" } + light.filter { ($0["idiom"] as? String) == "iphone" } + light
        for entry in ranked {
            guard let color = entry["color"] as? [String: Any], let components = color["components"] as? [String: Any] else { continue }
            func component(_ key: String, isAlpha: Bool = false) -> Double? {
                (components[key] as? String).flatMap { value(of: $0, isAlpha: isAlpha) } ?? (components[key] as? Double)
            }
            let opacity = component("alpha", isAlpha: true) ?? 1
            if let white = component("white") {
                return NamedColor(name: name, red: white, green: white, blue: white, opacity: opacity)
            }
            guard let red = component("red"), let green = component("green"), let blue = component("blue") else { continue }
            return NamedColor(name: name, red: red, green: green, blue: blue, opacity: opacity)
        }
        return nil
    }

    /// A component as Xcode writes it: `"0.180"` (0…1), `"0x2E"` or `"46"` (8-bit, 0…255).
    /// An alpha is always 0…1.
    static func value(of text: String, isAlpha: Bool = false) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x") {
            return UInt8(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        guard let number = Double(trimmed) else { return nil }
        if trimmed.contains(".") || isAlpha { return min(max(number, 0), 1) }
        return min(max(number, 0), 255) / 255
    }
}
