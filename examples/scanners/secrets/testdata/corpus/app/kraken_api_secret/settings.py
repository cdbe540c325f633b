import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

KRAKEN_API_SECRET = "LozJDkLmItWdPJ28BPr3XKneUq1uNqw32hN9yEm4RL0KIhmUv5v9xCVCh1Nx7wQ8KQDupwJRGCoWfsJe5aEKgc=="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
