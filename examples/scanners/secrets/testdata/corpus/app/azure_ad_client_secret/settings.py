import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AZURE_AD_CLIENT_SECRET = "Vc.6Q~SpsD5iomDQwHaeY8dmMwntXBl.pHnLbtCg"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
