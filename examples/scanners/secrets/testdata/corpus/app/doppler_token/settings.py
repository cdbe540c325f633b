import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DOPPLER_TOKEN = "dp.scim.JUf2CbAd9PXULBuHzXqIlNM0XnpF36d7MeMXdTRkQb6"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
