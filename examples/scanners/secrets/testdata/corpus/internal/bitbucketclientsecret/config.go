package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"bitbucket_client_secret": "WnkCz9XmgR2G8oD2gtjpcZghQnaxyoAQzjS0D9Qrv0-U8P6vEew5ioRn2Z0w6TGR",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
