package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"azure_storage_account_key": "DefaultEndpointsProtocol=https;AccountName=acmeprod;AccountKey=vamfJoFAu8o3pNVnQtjxinCayXT+EvU1vRwyiCB2+h8TCvL2XDioCr6uPDdX2aYo2piG6Fjpr/WdQPKPIyTGGQ==;EndpointSuffix=core.windows.net",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
