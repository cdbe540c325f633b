import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HUBSPOT_API_KEY = "e613a305-f1e8-44fa-d84f-4246ad521522"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
