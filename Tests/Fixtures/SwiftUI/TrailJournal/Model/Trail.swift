import Foundation

struct Trail: Identifiable, Hashable {
    enum Difficulty: String, CaseIterable {
        case easy, moderate, hard

        var title: String { rawValue.capitalized }
    }

    let id: String
    var name: String
    var lengthInKilometers: Double
    var difficulty: Difficulty
    var photoName: String
}

extension Trail {
    static let samples = [
        Trail(id: "lake", name: "Lake Loop", lengthInKilometers: 4.5, difficulty: .easy, photoName: "Lakeshore"),
        Trail(id: "ridge", name: "Ridge Walk", lengthInKilometers: 11, difficulty: .hard, photoName: "RidgeAtDawn"),
    ]
}

/// The trail the app last showed, kept between screens.
var lastOpenedTrailID: String?
