import Foundation
import Headless

/// An app's folder as `rotor open DIR` reads it: its Swift files, asset catalogs and strings
/// tables. Hidden folders (`.build`, `.git`, `.swiftpm`), test folders (`Tests`, and any folder
/// whose name ends in `Tests`, as Xcode names unit and UI test targets), Xcode's project and
/// workspace bundles, playgrounds and package manifests are not the app's code and are skipped.
struct AppFolder: Equatable {
    var swiftFiles: [String] = []
    var assetCatalogs: [String] = []
    var stringsTables: [String] = []

    /// Whether a folder inside an app is left out.
    static func skips(folder name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("Tests")
            || [".xcodeproj", ".xcworkspace", ".playground", ".xcassets"].contains { name.hasSuffix($0) }
    }

    /// A strings table is read from outside any `.lproj` folder, or from `en.lproj` or
    /// `Base.lproj` (rotor reads English); other languages' tables are skipped.
    static func readsTables(in lproj: String) -> Bool { lproj == "en.lproj" || lproj == "Base.lproj" }

    /// Every Swift file, asset catalog and strings table under `folder`, in name order.
    static func scan(_ folder: URL) throws -> AppFolder {
        var found = AppFolder()
        try scan(folder, into: &found)
        return found
    }

    private static func scan(_ folder: URL, into found: inout AppFolder) throws {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() } catch {
            throw OpenCommand.Failure(description: "cannot read the folder '\(QuotedInput.bounded(folder.path))'")
        }
        for name in names {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                if name.hasSuffix(".xcassets"), !name.hasPrefix(".") {
                    found.assetCatalogs.append(url.path)
                } else if name.hasSuffix(".lproj") {
                    if readsTables(in: name) { try scan(url, into: &found) }
                } else if !skips(folder: name) {
                    try scan(url, into: &found)
                }
            } else if name.hasSuffix(".swift"), name != "Package.swift", !name.hasPrefix(".") {
                found.swiftFiles.append(url.path)
            } else if name.hasSuffix(".strings") || name.hasSuffix(".xcstrings") {
                found.stringsTables.append(url.path)
            }
        }
    }
}
