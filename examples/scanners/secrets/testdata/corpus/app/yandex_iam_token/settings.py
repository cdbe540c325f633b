import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

YANDEX_IAM_TOKEN = "t1.yvBeHTjQmiI-s8wwMCEOKiazyg65WIDVJZJql59FOJG5BcVYUWFavnl7fDb5xiXuIxpL0VbIA3pClcZU6D2XArB3GkKVxyHiHweRfrYkTVvn0GkEsfhwiWx-0H_w19==.tVzQe1hnxb8VXPrwhxx_aa-B1h-uXvR9gnpzMiNcG5-laquoKOm7sCXLQJ3qW3_eld283SSZwGdn2u8ro2tdb2=="

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
