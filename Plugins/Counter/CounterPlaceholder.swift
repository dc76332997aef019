import WidgetSDK

let counterSDKVersion = WidgetSDKInfo.version
