import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TRAVISCI_ACCESS_TOKEN = "HbxBMBKtbz3MXEIf0pf42D"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
