import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

STRIPE_SECRET_KEY = "sk_live_VCkHFkVDmhDThjusT35zTHFosVAnRSbHWpEspuaMgBiOF0OE7yoAlDybwcMBT7crg1pvKe"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
