import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GOCARDLESS_ACCESS_TOKEN = "live_NRy-2WfOGPtakip-At5JVz0CBvXp1r2E-4fyoaGe"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
