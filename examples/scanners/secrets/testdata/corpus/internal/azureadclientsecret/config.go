package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"azure_ad_client_secret": "wbz3Q~K2o5_HGoTEcUdmhy466WCUm93jpF01cMC",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
