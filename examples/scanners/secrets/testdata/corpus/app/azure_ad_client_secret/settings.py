import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AZURE_AD_CLIENT_SECRET = "BGd8Q~D3WFh4L.0EhrAjvaH0_P24wvd3wlVe6C"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
