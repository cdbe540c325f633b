import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LINEAR_CLIENT_SECRET = "c5f7c69b34067edbd3edb63bb67836ef"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
