import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

HUBSPOT_PAT = "pat-eu1-4a63d1d9-6761-a2a1-15ba-d497c632f929"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
