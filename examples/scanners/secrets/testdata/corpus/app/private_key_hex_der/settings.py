import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PRIVATE_KEY_HEX_DER = "3077020101042084119DedA363bce92bDeD17B7cEc9e727505202e181edeCF8B7c20FaCd75Ff93B6b33"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
