import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DOPPLER_TOKEN = "dp.st.rJdi4eG8EleXwXRaqLG7fJENTFDeBI512vgDYjWB"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
