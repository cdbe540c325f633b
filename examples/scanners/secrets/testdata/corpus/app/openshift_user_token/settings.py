import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

OPENSHIFT_USER_TOKEN = "sha256~rN2O6moERx-CTgGWDGE-kew-K3N1hf0AUa2eoux1opA"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
