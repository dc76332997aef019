import SwiftUI
import WidgetKit

@main
struct AppStateBundle: WidgetBundle {
    var body: some Widget {
        AppStateWidget()
        ColorsWidget()
        DeliveryLiveActivity()
    }
}
