import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FASTLY_API_TOKEN = "4-g_7M3TY7f-JhfBSFNEFEDp0PkuCWdI"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
