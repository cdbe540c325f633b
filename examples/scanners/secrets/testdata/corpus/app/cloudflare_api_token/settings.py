import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOUDFLARE_API_TOKEN = "GRHcRgtFPCYwCmF70Cv5cVzOU83xPC104kFFHvke"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
