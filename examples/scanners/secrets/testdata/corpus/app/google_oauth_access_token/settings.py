import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GOOGLE_OAUTH_ACCESS_TOKEN = "ya29.wwvN0sFFhb7o_KOPgQ3YkgWExbUGUX26Xj3IRIjOrmAKthn5u9r4E4-_WZLaZBC4eWACAI-gk83tAVzSOGxKnj-OIRajpLBz61aqYkXywPm6jE86n7l-1pTTNFWBBSYUocrjQYtL2-9PYK6k3lxkyF09vstjB6T19MCrE7zX__7W7URoYeS-rt3DD3MfI5zTxz9eJBEZXR-hPDTJdoyKbtLYmrtoAnvNfwbgV6or1MFvt16sBPSx98yUnHvZm84JQjCst0cq5yXj"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
