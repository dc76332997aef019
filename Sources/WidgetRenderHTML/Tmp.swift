enum TmpWidgetRenderHTML {}
