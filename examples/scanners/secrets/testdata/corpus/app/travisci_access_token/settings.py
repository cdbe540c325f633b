import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TRAVISCI_ACCESS_TOKEN = "GN1u0JmDYErkvSUt2wYUHO"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
