import CDashboardAssets

/// The dashboard's script (`/dashboard.js`) and style sheet (`/dashboard.css`): the files
/// `Sources/CDashboardAssets/page.js` and `page.css`, compiled into the binary at build time
/// (C23 `#embed`), so an installed `widgethost serve` needs no file beside it.
enum PageAssets {
    /// `page.js`, UTF-8.
    static let script: [UInt8] = bytes(of: dashboard_asset_script())
    /// `page.css`, UTF-8.
    static let style: [UInt8] = bytes(of: dashboard_asset_style())

    private static func bytes(of asset: dashboard_asset) -> [UInt8] {
        Array(UnsafeBufferPointer(start: asset.bytes, count: asset.length))
    }
}
