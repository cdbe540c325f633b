import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

JFROG_IDENTITY_TOKEN = "2ShdmkPSPo1hs2ycd71VraPqqq0J77xzACh2w1T8tv8QfMzW3kjnwvW7mff81xyTqbKKJ0Bqi"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
