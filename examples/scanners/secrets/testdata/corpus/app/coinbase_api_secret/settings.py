import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

COINBASE_API_SECRET = "amN_lrQWZ0HCTGxTchA7FrkqikOD3xXwnhyDQ4kOuSXFErGUMGlKFr_G3dhS5lBX"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
