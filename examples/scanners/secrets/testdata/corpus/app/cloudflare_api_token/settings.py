import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

CLOUDFLARE_API_TOKEN = "lIxKSL9mktaqt0TlAX_vHOtYnlRuI1TO4rP2r6YU"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
