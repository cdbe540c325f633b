import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FACEBOOK_ACCESS_TOKEN = "EAATt8HqI5eqh7lhlceH1fxeEY54Ws2YqWsD7zcnRMxGooatxx6EFh7D5lTsgF0MdrDY53odqDdIBvgUD5aXtKZAAulRrLE1WXIHUlRNYhIrqFZB8JaW8Tja9c4SUyzQBLMzRz9QmkHzfDaMPgNYOS5G0aLNM2TkXp2BKyoaeeUtSiFZRamTCA0qUDxeK2DxUe3zx2hYFGAYkIUArCK8CTeY2flTZnjE0cPgWCsvaPhwfLrEfAHEA"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
