package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"grafana_api_key": "eyJrIjoiwN0Awo340fMbzTe79QHVUeM6KZtqke9X0tp6BKaVALOcLeN3Nl7bXjnrD7cbX6b0RM2myKHeBHyrngAKpoBmkWnZDTrgZjkcngQYug4ZhsybKQBS5a9idmHRxFaEo1BxNBla1cqqnAqMNdthmPlYaEmxnMzkuuV0GpoG3qCSii8lvzycrEahOOJ5bYNFCzG8Sxr9LASUbqyJ2huHAiZBv2h4bjEoR49PS4g6bTOIBCiW7eDkJM4X4RqAYucaFev2B6uW7tY0OZ1QeOu38T65le0MWUyUmfareIRXuWRsZ7g3qV96M2tVgg5Gvpn4DO7gAr7wyEMOpiYDUe0TTSod7ikedNB8B7dWqTDCKHCis9yyv7Y",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
