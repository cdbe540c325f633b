import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

KRAKEN_API_SECRET = "ge8XiK2rXc5UGO6TPgAPnxC=zTrZjiuPhmozT1guOLeCTZ_c5TRZug/JTPuTO3wWK58eiHh-wPs-XrsC2c"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
