package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"frameio_api_token": "fio-u-BprKFk2Be5uK2dfsnbQMoykyMfR=iUe0tlT1zwk9WAPFG89Puewvyvc3JbcEj=sN",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
