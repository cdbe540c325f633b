package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":      "https://api.acme.dev/v2",
	"jfrog_api_key": "AKCpZHzW32HdiEyrhVun58ojycAcpQz15XDhdcg0cTYedm4dYYyZZoBzhbiUpTxttRxfrr2br",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
