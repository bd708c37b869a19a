import Foundation

public struct Species: Identifiable, Hashable, Sendable {
    public enum Group: String, CaseIterable, Sendable {
        case birds, mosses, ferns
    }

    public let id: String
    public let commonName: String
    public let latinName: String
    public let group: Group

    public init(id: String, commonName: String, latinName: String, group: Group) {
        self.id = id
        self.commonName = commonName
        self.latinName = latinName
        self.group = group
    }
}

extension Species {
    public static let robin = Species(id: "robin", commonName: "European robin", latinName: "Erithacus rubecula", group: .birds)
    public static let haircap = Species(id: "haircap", commonName: "Common haircap", latinName: "Polytrichum commune", group: .mosses)
}
