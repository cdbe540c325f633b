import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ZENDESK_API_TOKEN = "nXt2bhW3kp9zM1zl9y0Qk0TbPGgqeT31Wyq9sSut"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
