import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_LEGACY_TOKEN = "xoxo-3206262247059-480772076809-2987188907-9c836fe2a913e238653652acf3b5174c504a292655573cacb276e5c53a9464c2"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
